/**
 * Why a sentence that `npm run report:behaviours` lists is fine as it is:
 * the behaviour is the language's or the platform library's, not Lattice's,
 * or the declarations state it in words the report does not look for. Each
 * entry names the sentence by the start of its text (enough to be unique on
 * its page) and the pages it stands on.
 */
import type {Finding} from './behaviours';

interface Reason {
  /** Page paths (relative to the site), or a pattern over them. */
  readonly pages: RegExp;
  /** The start of the sentence, as written. */
  readonly starts: string;
  readonly reason: string;
}

const reasons: readonly Reason[] = [];

/** The reasons, each able to say whether it is the one of a finding. */
export const reasonsFor = reasons.map((reason) => ({
  ...reason,
  matches: (finding: Finding) =>
    reason.pages.test(finding.file) &&
    finding.sentence.startsWith(reason.starts),
}));

export function reasonOf(finding: Finding): string | null {
  return reasonsFor.find((reason) => reason.matches(finding))?.reason ?? null;
}
