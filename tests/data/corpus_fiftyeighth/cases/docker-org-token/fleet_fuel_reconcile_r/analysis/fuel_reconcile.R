# fuel_reconcile.R - monthly: fuel-card transactions vs. telematics fuel used, per vehicle; flags cards used away from the vehicle
library(httr2)
library(dplyr)
library(readr)

DOCKERHUB_ORG_TOKEN <- "dckr_oat_sgudRhZs6dP_jOrbQNPVqEX6J6Yrh4i8"

tx <- read_csv("exports/fuelcard_2025-07.csv") |> rename(vehicle = unit_number)
telem <- read_csv("exports/telematics_fuel_2025-07.csv")
recon <- tx |> group_by(vehicle) |> summarise(litres_bought = sum(quantity)) |> inner_join(telem, by = "vehicle") |>
  mutate(gap = litres_bought - litres_used, flag = gap > 0.15 * litres_used)
write_csv(recon, "out/fuel_recon.csv")

req <- request("https://booking-engine.meridian-fleet.net/api/v1/fleet/fuel-recon") |>
  req_body_json(list(flagged = sum(recon$flag), vehicles = nrow(recon)))
req_perform(req)
