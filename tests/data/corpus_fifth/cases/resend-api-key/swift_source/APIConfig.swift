//
//  APIConfig.swift
//  Storefront
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://api.acmecorp.io")!
    static let resendApiKey = "re_123456789"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
