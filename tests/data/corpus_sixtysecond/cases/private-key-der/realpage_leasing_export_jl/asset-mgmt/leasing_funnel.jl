# leasing_funnel.jl - weekly leasing funnel (leads, tours, applications, leases) per community from the RealPage
# export files, posted to the asset-management dashboard
using CSV, DataFrames, HTTP, JSON3

const APNS_AUTH_KEY = "MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD5T13SGdou915x66pvWmeZqZBF2Jn0CMxwMes8PAMhGr8MGjfg5+fWgwCDlwENUSOZqCKI41P4gF0Usjkwooib3gWg3e88jZuqOhyFJ3iJurYy2EYjiFTVFUUcWu5KilCX+Eey2fxGX6+vMK4xFBnZsHiA5Hqu7p2L79f4l0eKQxOLePq94UrkUbveWLGnzYc8WWcE/anZ5o3hztjEf+fhPPeYef9/2WeCDpBS4lc8yPMrCzQu3cWiCNcPera+WFlltqWBlKPNDG4hgiO61MzIAAZD5EZZxc6pdvnvbgid2QcFw0xccUedFkgwFHBT8VWDcGbgRO9IYFvkAvlhwRMAAgMBAAECggEBALlsaQoHOvfH3nLJITI8IrsceGaOs1csp2o0vrvloquIw7ksgj0wUdJ9k0BA4VHXk/aEOmZJkN6XOMqFC/VaN72KHOXQH1HpQmIfulJdFPg7m1zdf+M0aI1nZAxof+y7SxJ6TLio+LlntiA3MDz/Swnt7s9yTPIqKERu5ijLmcvE9kGpw8laleztcXq7crQePJ5XyOXN7Dy1sO4ZoP777lzpfLL1a8BZQENe05s9w4fU2Y4Il4Y1dKSoww7aXMZh9Yw3nOMeMUtc+v+wVZukQ3tmqAaa6fvXTQ4AH/pT5eSnkXKIDr8Pkj2ekKJ/prAk41mdXqbsGWH0U8tx8YBid3ECgYEAjoVOTXPh2re9H+vJeXmZKT3cdmYpiPMsXkSWxfRE+0Hs26hEqVedOm7jZxyLJSdsvgm6YubzfdWVg+2KRNzQInpVIFAEvBL/nS4XQbNLLwfmwEZaWLeChUp0hOpPg4zkjEkoD7GIMvqUSBoIPTUWv8AuVWiV5v9lVUtm8FGgQaMCgYEA89KI7+AYrJ1bIfcRvkM7EoLPCbWYH89DvlIzfiQWNJhPjzfgH79e9bqXvCWo+9Y5DTCbi/93tR2FCg5ry1A4oE2JkbtUQtD4+CwpNfjeeRdS0GHb+3VqFLLrAoCIwH2er85oaSsujkgEIDJ0DY32XNUPmo7YvIFoP19D0vAqpIACgYEA2Ti9TPj6FrTqSj5EvCU1nRkRQsYVloF70ITBHa+RbkGyx/0F8fH0BQBJ2YkWplvlCLq7oRy0tSXMD1N5KiNiwxvVy75eeIMRG2PPBadd31uP1K1y+kf7jzIODe6TGNGRgEGBo0wwp8HYfymlt0ybQGAKVzXOsOOoJQnMfS5HXsgCgYEA5AWdmRmYSZHyXdHPdFG2SCYe5Gfgn7wWQrs6DeIEz9LuymDwMYfzc7QmztfRuk8XDU5TQhVefJ/sfR6Env8yYC+vslJmQnGYF7XxN0q3CHBujDt0jZ1DtE1Gip+SpI4SRbykHL2ddSzXBL/FP92ShoHQVmgmFNAYp7tdnxAUyFICgYEAizGZOhHIVhKTKQyZeTYvmhAgisc7L3vp4u/zKUWWv7OLHIj6fC6QCiQB2t0RI1GS6OnHZKw2sMTCX7XGLXTLHS7ndKkbvWJAdy7/C1RyN7CZO+xuuhDAylTaPYfZw7kNDQm8U5u/Cn08L00/hWD5yI//Eao6aLe8P7phkC7pfvw="

const EXPORT_DIR = "/srv/realpage/exports/2025-09-02"

leads = CSV.read(joinpath(EXPORT_DIR, "GuestCards.csv"), DataFrame)
leases = CSV.read(joinpath(EXPORT_DIR, "LeaseActivity.csv"), DataFrame)
funnel = combine(groupby(leads, :PropertyName), nrow => :leads, :TourDate => (x -> count(!ismissing, x)) => :tours)
funnel = leftjoin(funnel, combine(groupby(leases, :PropertyName), nrow => :leases), on = :PropertyName)
HTTP.post("https://api.halloway-construction.com/api/v1/asset-management/leasing-funnel",
    ["Content-Type" => "application/json"],
    JSON3.write(funnel))
