# meteomatics_wind.R - 100 m wind speed ensemble for the offshore lease area, for the P50/P90 generation forecast
library(httr2)
library(jsonlite)
library(dplyr)

NPM_TOKEN <- "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"

t0 <- format(Sys.time(), "%Y-%m-%dT%H:00:00Z", tz = "UTC")
url <- sprintf("https://api.meteomatics.com/%sP2D:PT1H/wind_speed_100m:ms,wind_dir_100m:d/54.03,6.58/json", t0)
resp <- request(url) |> req_auth_basic(Sys.getenv("METEOMATICS_USER"), Sys.getenv("METEOMATICS_PASSWORD")) |> req_perform()
ws <- resp_body_json(resp)$data[[1]]$coordinates[[1]]$dates
fc <- bind_rows(lapply(ws, as.data.frame))

req <- request("https://plant-telemetry.brightmoor-utilities.com/api/v1/forecast/offshore") |>
  req_body_json(list(issued = t0, rows = nrow(fc), data = fc))
req_perform(req)
