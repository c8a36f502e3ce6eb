-- wrk script for `npm run bench:serve` (scripts/bench-serve.sh): each
-- connection walks a list of site paths (HTML pages and assets, one per line,
-- the file given after `--`), asking for compressed answers like a browser.
-- Prints requests/s, latency percentiles and errors at the end.

local paths = {}
local next_index = 0
local thread_count = 0

function setup(thread)
  thread:set("thread_number", thread_count)
  thread_count = thread_count + 1
end

function init(args)
  local file = assert(io.open(args[1], "r"), "usage: wrk ... -s bench-serve.lua <url> -- <paths file>")
  for line in file:lines() do
    if line ~= "" then
      paths[#paths + 1] = line
    end
  end
  file:close()
  -- Threads start at different places of the list.
  next_index = (thread_number or 0) * 997 % #paths
end

function request()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index], {
    ["Accept"] = "*/*",
    ["Accept-Encoding"] = "br, gzip",
  })
end

function done(summary, latency, requests)
  local errors = summary.errors
  local socket_errors = errors.connect + errors.read + errors.write + errors.timeout
  local seconds = summary.duration / 1e6
  io.write("\n== bench:serve\n")
  io.write(string.format("requests/s:      %.0f\n", summary.requests / seconds))
  io.write(string.format("transfer/s:      %.1f MB\n", summary.bytes / seconds / 1e6))
  io.write(string.format("latency p50:     %.2f ms\n", latency:percentile(50) / 1000))
  io.write(string.format("latency p99:     %.2f ms\n", latency:percentile(99) / 1000))
  io.write(string.format("latency max:     %.2f ms\n", latency.max / 1000))
  io.write(string.format("requests:        %d in %.1f s\n", summary.requests, seconds))
  io.write(string.format("errors:          %d (socket %d: connect %d, read %d, write %d, timeout %d; HTTP >= 400: %d)\n",
    socket_errors + errors.status, socket_errors, errors.connect, errors.read, errors.write, errors.timeout, errors.status))
end
