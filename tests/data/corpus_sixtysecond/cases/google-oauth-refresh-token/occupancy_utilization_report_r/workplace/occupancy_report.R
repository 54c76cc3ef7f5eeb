# occupancy_report.R - weekly space utilization from the occupancy sensors (people counts per zone, 15-minute bins):
# peak and average utilization per floor, posted to the workplace team's dashboard
library(dplyr)
library(DBI)
library(httr2)

GS_OAUTH2_REFRESH_TOKEN <- "1//02YIdyEvWp7tnkIGTbRW7dQhCvlc2s7Va7l3RLhDR3gbomeR1D-EFCYvlvPvm6GD-s90WlGqXVshdDujcW9hAyiAkAaneUCwkJ"

con <- dbConnect(RPostgres::Postgres(), dbname = "iot", host = "tsdb.copperline-gc.com")
counts <- dbGetQuery(con, "SELECT zone_id, floor, capacity, bucket, people FROM occupancy_15m WHERE bucket > now() - interval '7 days'")
util <- counts |> mutate(u = people / capacity) |> group_by(floor) |> summarise(peak = max(u), avg = mean(u))

request("https://api.copperline-gc.com/api/v1/workplace/utilization") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), floors = util)) |>
  req_perform()
