# fsma204_export.jl - FSMA 204 traceability: joins the receiving events exported from FoodLogiq with the lot codes on the
# kitchen's receiving logs and posts the sortable spreadsheet's rows to the food-safety register
using CSV, DataFrames, HTTP, JSON3

const DIGITALOCEAN_REGION = "fra1"

events = CSV.read("exports/foodlogiq_receiving_events.csv", DataFrame)
logs = CSV.read("receiving/receiving_log.csv", DataFrame)
kde = innerjoin(events, logs, on = :TraceabilityLotCode)
select!(kde, :TraceabilityLotCode, :Product, :Quantity, :UnitOfMeasure, :ShipFromLocation, :ReceiveDate)
HTTP.post("https://integrations.saffron-table.com/api/v1/food-safety/kde",
    ["Content-Type" => "application/json"],
    JSON3.write(kde))
