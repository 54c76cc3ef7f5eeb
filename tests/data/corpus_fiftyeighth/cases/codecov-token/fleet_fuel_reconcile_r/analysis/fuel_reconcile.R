# fuel_reconcile.R - monthly: fuel-card transactions vs. telematics fuel used, per vehicle; flags cards used away from the vehicle
library(httr2)
library(dplyr)
library(readr)

CODECOV_SHA <- "de8ae28644fe29ee01abe8d5ea47341bf6e27195"

tx <- read_csv("exports/fuelcard_2025-03.csv") |> rename(vehicle = unit_number)
telem <- read_csv("exports/telematics_fuel_2025-07.csv")
recon <- tx |> group_by(vehicle) |> summarise(litres_bought = sum(quantity)) |> inner_join(telem, by = "vehicle") |>
  mutate(gap = litres_bought - litres_used, flag = gap > 0.15 * litres_used)
write_csv(recon, "out/fuel_recon.csv")

req <- request("https://dispatch.tidewell-shipping.com/api/v1/fleet/fuel-recon") |>
  req_body_json(list(flagged = sum(recon$flag), vehicles = nrow(recon)))
req_perform(req)
