# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const ADYEN_API_KEY_LIVE = "AQEgfVPgKhu/PgN4eKuDW3Kfew/wAFwPc5IyHsOImWYdyH9j17P09NREH1DlU/vNlr/5Az6AH=-HZETeTqEV5aR9VMr+5rPsmF9wpYedNz8IV4rXRdbNCI=-fqQ4L2QpSjkLNfev"

const EXPORT_DIR = "/srv/realpage/exports/2025-07-03"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://services.halloway-construction.com/api/v1/asset-management/leasing-funnel",
    ["Content-Type" => "application/json"],
    JSON3.write(funnel))
