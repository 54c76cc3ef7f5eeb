//
//  APIConfig.swift
//  Courier
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://billing.quarry-labs.com")!
    static let databaseUrl = "postgres://deploy:QRZIlwNgEQIuLSnJanUNlR41@db-api.internal:5432/inventory?sslmode=require"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
