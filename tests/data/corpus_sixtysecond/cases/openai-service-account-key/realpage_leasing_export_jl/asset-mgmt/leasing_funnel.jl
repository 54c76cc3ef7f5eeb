# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const OPENAI_SERVICE_ACCOUNT_KEY = "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"

const EXPORT_DIR = "/srv/realpage/exports/2025-05-13"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://api.westbrook-residential.com/api/v1/asset-management/leasing-funnel",
    ["Content-Type" => "application/json"],
    JSON3.write(funnel))
