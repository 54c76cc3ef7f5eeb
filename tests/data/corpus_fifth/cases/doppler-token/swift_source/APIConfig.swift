//
//  APIConfig.swift
//  FieldOps
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://billing.quarry-labs.com")!
    static let dopplerServiceToken = "dp.st.prd.xcpMFX0JlUjJZ08FzjIOIOrMhcl9sjgiG6BQG6vr4n4"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
