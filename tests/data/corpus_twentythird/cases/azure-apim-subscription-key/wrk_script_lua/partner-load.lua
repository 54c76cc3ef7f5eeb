-- load test for the orders partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.cobaltpeak.ca

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Ocp-Apim-Subscription-Key"] = "1ab5826e41f51da7cb413b527b6b528f"
wrk.body = '{"event":"order.created","order_id":"ord_295850","service":"orders"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
