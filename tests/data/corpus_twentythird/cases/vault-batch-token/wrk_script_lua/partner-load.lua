-- load test for the webhooks partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.fernhill.com

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"webhooks","vaultToken":"hvb.AAAAAT-ZZiz-8BcfNELMVgrtHvilz4f3ZiCQc0nzjZrtSdvAvOHi3waf0hoD0G77RG5bjdhk1fxHKG8BCt2H8gRe083BqMlR27vmyAVcb4r547UU-uankXo3YsXvstda6cRJ0F9owfbQfs_HDb1rgqJS70jZJivu"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
