-- wrk script: cycles through the paths listed in the file WRK_PATHS, each thread from another point of the list
-- (and its connections take consecutive paths), asks as a browser does (gzip accepted), and prints one JSON line.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local threads = {}

function setup(thread)
  thread:set("first", #threads)
  table.insert(threads, thread)
end

local next_index = 0

function init(args)
  next_index = math.floor((tonumber(first) or 0) * #paths / 2)
  wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
end

function request()
  next_index = next_index + 1
  return wrk.format("GET", paths[(next_index % #paths) + 1])
end

function done(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p95Us":%d,"p99Us":%d,"non2xx":%d,"timeouts":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(95),
    latency:percentile(99),
    summary.errors.status, summary.errors.timeout, summary.errors.connect + summary.errors.read + summary.errors.write))
end
