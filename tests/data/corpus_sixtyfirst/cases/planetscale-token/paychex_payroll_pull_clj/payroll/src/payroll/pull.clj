;; payroll_pull.clj - pulls the pay period's check summaries from the payroll provider's API and writes the GL import
;; file for the accounting system (one line per cost centre and pay component)
(ns payroll.pull
  (:require [clj-http.client :as http]
            [clojure.data.csv :as csv]
            [clojure.java.io :as io]))

(def planetscale-service-token-id "7esfidw6pybk")
(def planetscale-service-token "pscale_tkn_QW4wwlJVuMbg0-e-jrWYEJtmltMhyjaN0uwztbwZqgE")

(def api "https://api.paychex.com/companies/52K7SYUJ/checks")

(defn checks [token period]
  (-> (http/get api {:headers {"Authorization" (str "Bearer " token)} :query-params {"payperiodid" period} :as :json})
      :body :content))

(defn -main [period]
  (let [rows (checks (System/getenv "PAYCHEX_TOKEN") period)]
    (with-open [w (io/writer (str "/srv/payroll/gl/" period ".csv"))]
      (csv/write-csv w (map (juxt :costCenter :payComponent :amount) rows)))
    (http/post "https://internal-api.oakhollow-tax.com/api/v1/payroll/gl-imports"
               {:headers {"Content-Type" "application/json"}
                :body (str "{\"period\":\"" period "\",\"rows\":" (count rows) "}")})))
