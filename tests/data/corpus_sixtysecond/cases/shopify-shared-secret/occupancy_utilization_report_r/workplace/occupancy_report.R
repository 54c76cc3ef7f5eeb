# occupancy_report.R - weekly space utilization from the occupancy sensors (people counts per zone, 15-minute bins):
# peak and average utilization per floor, posted to the workplace team's dashboard
library(dplyr)
library(DBI)
library(httr2)

SHOPIFY_CLIENT_ID <- "f4e3b43e44a514e2d70f8428260f1117"
SHOPIFY_APP_SECRET <- "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"

con <- dbConnect(RPostgres::Postgres(), dbname = "iot", host = "tsdb.ashgrove-realty.com")
counts <- dbGetQuery(con, "SELECT zone_id, floor, capacity, bucket, people FROM occupancy_15m WHERE bucket > now() - interval '7 days'")
util <- counts |> mutate(u = people / capacity) |> group_by(floor) |> summarise(peak = max(u), avg = mean(u))

request("https://services.ashgrove-realty.com/api/v1/workplace/utilization") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), floors = util)) |>
  req_perform()
