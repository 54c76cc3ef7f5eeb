# occupancy_report.R - weekly space utilization from the occupancy sensors (people counts per zone, 15-minute bins):
# peak and average utilization per floor, posted to the workplace team's dashboard
library(dplyr)
library(DBI)
library(httr2)

AZURE_STORAGE_CONNECTION_STRING <- "DefaultEndpointsProtocol=https;AccountName=tessblob6ev;AccountKey=OtiiCr0n6GTwpKavmwTnxlkPJpig8fpAh6M4D/CdEcxKhr8hcY0nK1h5J7T2Mi89Ql2flzfnWkjOibRczlEhiw==;EndpointSuffix=core.windows.net"

con <- dbConnect(RPostgres::Postgres(), dbname = "iot", host = "tsdb.copperline-gc.com")
counts <- dbGetQuery(con, "SELECT zone_id, floor, capacity, bucket, people FROM occupancy_15m WHERE bucket > now() - interval '7 days'")
util <- counts |> mutate(u = people / capacity) |> group_by(floor) |> summarise(peak = max(u), avg = mean(u))

request("https://api.copperline-gc.com/api/v1/workplace/utilization") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), floors = util)) |>
  req_perform()
