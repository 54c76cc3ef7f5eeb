-- load test for the webhooks partner endpoint
-- wrk -t4 -c64 -d30s --latency -s partner-load.lua https://api.kestrelworks.io

wrk.method = "POST"
wrk.path = "/v1/events"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"event":"order.created","service":"webhooks","azure_sas_url":"https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-05-16T01:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=[REDACTED]"}'

local counter = 0

request = function()
  counter = counter + 1
  wrk.headers["X-Request-Id"] = string.format("load-%08d", counter)
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("p50 %.2fms  p99 %.2fms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
