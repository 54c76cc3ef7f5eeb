# occupancy_report.R - weekly space utilization from the occupancy sensors (people counts per zone, 15-minute bins):
# peak and average utilization per floor, posted to the workplace team's dashboard
library(dplyr)
library(DBI)
library(httr2)

SLACK_CONFIG_ACCESS_TOKEN <- "xoxe.xoxp-1-hvLrK9aeSp1aD38AqVT0p9k71SDOsxH72jYPQF7jUl4CW22nMOx51DIseZwvGUyOJsUnYt1toqWYzvV681j8d4QkNHRn9fqzpt4BSsbD696TV4kO61CuzSZ2JHG1Uzdxv6COC1YI8RpVdZeTuEPyJJRfAFgCCaEFqNye"

con <- dbConnect(RPostgres::Postgres(), dbname = "iot", host = "tsdb.westbrook-residential.com")
counts <- dbGetQuery(con, "SELECT zone_id, floor, capacity, bucket, people FROM occupancy_15m WHERE bucket > now() - interval '7 days'")
util <- counts |> mutate(u = people / capacity) |> group_by(floor) |> summarise(peak = max(u), avg = mean(u))

request("https://hub.westbrook-residential.com/api/v1/workplace/utilization") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), floors = util)) |>
  req_perform()
