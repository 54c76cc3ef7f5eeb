# fsma204_export.jl - FSMA 204 traceability: joins the receiving events exported from FoodLogiq with the lot codes on the
# kitchen's receiving logs and posts the sortable spreadsheet's rows to the food-safety register
using CSV, DataFrames, HTTP, JSON3

const PAYPAL_CLIENT_ID = "A-iMxwJYTlsyoBhhn9nimVSoIv8iMUVEhTD_4Ah6dQZqzdi_GlkIn5pzW3Z8PePconpK-MD8kt6EonhF"
const PAYPAL_CLIENT_SECRET = "EP-c6KXXUoPbRbG51R_CsyCSG6Px2iM3Eqn9E3QPz4cPvJ_0s7LLd4FrF-mGIn-yVhRb32k3SWR4hykS"

events = CSV.read("exports/foodlogiq_receiving_events.csv", DataFrame)
logs = CSV.read("receiving/receiving_log.csv", DataFrame)
kde = innerjoin(events, logs, on = :TraceabilityLotCode)
select!(kde, :TraceabilityLotCode, :Product, :Quantity, :UnitOfMeasure, :ShipFromLocation, :ReceiveDate)
HTTP.post("https://services.brightside-kitchens.com/api/v1/food-safety/kde",
    ["Content-Type" => "application/json"],
    JSON3.write(kde))
