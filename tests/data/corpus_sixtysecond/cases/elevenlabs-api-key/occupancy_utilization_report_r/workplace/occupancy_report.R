# occupancy_report.R - weekly space utilization from the occupancy sensors (people counts per zone, 15-minute bins):
# peak and average utilization per floor, posted to the workplace team's dashboard
library(dplyr)
library(DBI)
library(httr2)

XI_API_KEY <- "AgCh4GccwgqBQMGlfeLlCxVRP98YuocRC02zZMCW5g6m1PHX+sJuVLPRLDqpvhZC3H70QAkEPgB7nEOveElYUZ+FR+lDLRVgyfA0u7w8WVFuXdR5Cb45WYZnYO58sz4pLkws896NsJ4wOQqy4rycZRQXTL2ePutQr9MZ21Vf2opKjorLB/e7bbCXNZ+6iBPPbEaJ3iriHXSIOGW7ZZEw4nhCCq8P/JFpIa/PLhXqZZO/zx48avBTTKN5pUBW2RwqB9WbjYn/7AUs1xDFLJ6ZihOWzY1xEFV8ucPUW2FB+XAk6dtkOqde4UzWqme8PM2VZy5ZPkqwMNr/kact5mDhy+F63lBoA6EMdhoLOSqzGDCQL4hnDeiw+/YZ5ygTg49PWsTPP6eXxqEZI8dAfyxpP9eHSPHNLeBPdcFwoKdiL6eD5vHMMUiutmp9V4LcYvmSpOcJoSC42pXurOXEwSyef6i46V2lImuoXCYhgZ6d6TBhK3tJznI92P0QLFCt7UPGCYGRQm0z3StCN5Ll7VUnFDPRU/eSbmHJl/4WM1yYfuEPcCJCU28zWdDU7zf/ja8Pkv6C2peVoqvwefmezFDz8uqFxPl7smr5j+sLID/l7wAOlKhuXULrBzOdtEwreDaYw+4eMdbh3L/VT4biTdhJOUYvTqZ6PuELawX28U3B5D+CdQJV7NS8JXWFkmFDa3fv5vcndMC/Dj9szSaDOu2ZCQ=="

con <- dbConnect(RPostgres::Postgres(), dbname = "iot", host = "tsdb.granitepeak-builders.com")
counts <- dbGetQuery(con, "SELECT zone_id, floor, capacity, bucket, people FROM occupancy_15m WHERE bucket > now() - interval '7 days'")
util <- counts |> mutate(u = people / capacity) |> group_by(floor) |> summarise(peak = max(u), avg = mean(u))

request("https://internal-api.granitepeak-builders.com/api/v1/workplace/utilization") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), floors = util)) |>
  req_perform()
