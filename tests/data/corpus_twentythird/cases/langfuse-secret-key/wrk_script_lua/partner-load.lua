-- load test for the notifier partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.kestrelworks.io

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"notifier","langfuse_public_key":"pk-lf-c0b6e553-c1de-4b12-a3e8-91fbbd15ed63","langfuse_secret_key":"sk-lf-fe1bf3f7-2988-4eaf-b70e-8ed8910285ed"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
