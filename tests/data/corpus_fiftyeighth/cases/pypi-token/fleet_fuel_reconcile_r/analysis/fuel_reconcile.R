# fuel_reconcile.R - monthly: fuel-card transactions vs. telematics fuel used, per vehicle; flags cards used away from the vehicle
library(httr2)
library(dplyr)
library(readr)

TEST_PYPI_API_TOKEN <- "pypi-AgENdGVzdC5weXBpLm9yZwIkZDRmYjljODYtZTk1My00MDg3LWI3ZmEtNjMwMmM4NzVmMDI0AAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiAibW4ChmC4K4o9C2iZZpkgkchEfaGnZH031VpifCT9cQ"

tx <- read_csv("exports/fuelcard_2025-08.csv") |> rename(vehicle = unit_number)
telem <- read_csv("exports/telematics_fuel_2025-10.csv")
recon <- tx |> group_by(vehicle) |> summarise(litres_bought = sum(quantity)) |> inner_join(telem, by = "vehicle") |>
  mutate(gap = litres_bought - litres_used, flag = gap > 0.15 * litres_used)
write_csv(recon, "out/fuel_recon.csv")

req <- request("https://booking-engine.redwing-freight.com/api/v1/fleet/fuel-recon") |>
  req_body_json(list(flagged = sum(recon$flag), vehicles = nrow(recon)))
req_perform(req)
