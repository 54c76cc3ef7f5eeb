# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const AZURE_WEB_JOBS_STORAGE = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"

const EXPORT_DIR = "/srv/realpage/exports/2025-08-22"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://services.halloway-construction.com/api/v1/asset-management/leasing-funnel",
    ["Content-Type" => "application/json"],
    JSON3.write(funnel))
