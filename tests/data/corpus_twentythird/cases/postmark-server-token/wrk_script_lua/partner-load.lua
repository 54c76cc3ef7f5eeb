-- load test for the ingest partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.fernhill.com

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-Postmark-Server-Token"] = "1c72a7f0-9ea9-4c11-8c22-b15b73ddc7b2"
wrk.body = '{"event":"order.created","order_id":"ord_321955","service":"ingest"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
