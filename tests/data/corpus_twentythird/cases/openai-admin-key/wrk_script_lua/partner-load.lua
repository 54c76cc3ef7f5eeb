-- load test for the billing partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.larkspur.dev

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"billing","secret":"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"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
