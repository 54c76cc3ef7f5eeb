# fuel_reconcile.R - monthly: fuel-card transactions vs. telematics fuel used, per vehicle; flags cards used away from the vehicle
library(httr2)
library(dplyr)
library(readr)

SLACK_OAUTH_REFRESH <- "xoxa-2-98902235436-525765937770-8992133782083-e354aff256281fbea7c2bdb66f73e59ae44196a28f7ac2350da19fdc6a3a42b2"

tx <- read_csv("exports/fuelcard_2025-05.csv") |> rename(vehicle = unit_number)
telem <- read_csv("exports/telematics_fuel_2025-02.csv")
recon <- tx |> group_by(vehicle) |> summarise(litres_bought = sum(quantity)) |> inner_join(telem, by = "vehicle") |>
  mutate(gap = litres_bought - litres_used, flag = gap > 0.15 * litres_used)
write_csv(recon, "out/fuel_recon.csv")

req <- request("https://tracking-hub.cobaltroute.io/api/v1/fleet/fuel-recon") |>
  req_body_json(list(flagged = sum(recon$flag), vehicles = nrow(recon)))
req_perform(req)
