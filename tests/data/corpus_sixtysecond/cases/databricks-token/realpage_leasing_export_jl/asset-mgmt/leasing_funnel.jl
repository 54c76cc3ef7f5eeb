# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const DATABRICKS_API_TOKEN = "dapi83b942d3a865a1406f43bc9764bae336"

const EXPORT_DIR = "/srv/realpage/exports/2025-05-22"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://gateway.granitepeak-builders.com/api/v1/asset-management/leasing-funnel",
    ["Content-Type" => "application/json"],
    JSON3.write(funnel))
