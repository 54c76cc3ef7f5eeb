-- load test for the notifier partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.tidewater.com

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"notifier","gcloudAccessToken":"ya29.a09aelvuTTwufV22KnP3JvACgg6A-cjbZ4STu9j9V1RiNUKxWYUa0ke8AuWvxdaw1KjEo6djcDlzG5NAXMRumpRg7h_kUTlC452zhc1GxGfNv7tQsLbwS2gbu_JZ9Byh7Tn760THS6f8a0znZrJKK1SG2ZrhyynNvVMaCC4PrV2LIgowH-tgo0FCo"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
