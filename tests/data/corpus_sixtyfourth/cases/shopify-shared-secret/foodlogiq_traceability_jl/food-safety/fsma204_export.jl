# fsma204_export.jl - FSMA 204 traceability: joins the receiving events exported from FoodLogiq with the lot codes on the
# kitchen's receiving logs and posts the sortable spreadsheet's rows to the food-safety register
using CSV, DataFrames, HTTP, JSON3

const SHOPIFY_CLIENT_ID = "d7cd7f285ad15d2bfc39c34a929694c0"
const SHOPIFY_API_SECRET = "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"

events = CSV.read("exports/foodlogiq_receiving_events.csv", DataFrame)
logs = CSV.read("receiving/receiving_log.csv", DataFrame)
kde = innerjoin(events, logs, on = :TraceabilityLotCode)
select!(kde, :TraceabilityLotCode, :Product, :Quantity, :UnitOfMeasure, :ShipFromLocation, :ReceiveDate)
HTTP.post("https://services.copperkettle-restaurants.com/api/v1/food-safety/kde",
    ["Content-Type" => "application/json"],
    JSON3.write(kde))
