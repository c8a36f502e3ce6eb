// SVG imports in tests: an empty <svg> that keeps the props it was given.
import React, {type SVGProps} from 'react';

export default function SvgMock(props: SVGProps<SVGSVGElement>) {
  return <svg {...props} />;
}
