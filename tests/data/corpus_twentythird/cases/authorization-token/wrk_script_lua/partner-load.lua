-- load test for the ingest partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.quillon.net

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Token 5943df134444e324376a891cde57fac24f0da634"
wrk.body = '{"event":"order.created","order_id":"ord_262021","service":"ingest"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
