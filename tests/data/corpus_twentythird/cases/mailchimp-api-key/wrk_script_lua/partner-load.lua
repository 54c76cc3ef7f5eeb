-- load test for the checkout partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.kestrelworks.io

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"checkout","MC_API_KEY":"9c7904af9157cec779587a6876f1bc38-us9"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
