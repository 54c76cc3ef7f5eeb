//
//  APIConfig.swift
//  Courier
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://orders.northwind.dev")!
    static let groqApiKey = "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"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
