//
//  APIConfig.swift
//  Courier
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://internal.tessellate.net")!
    static let axiomToken = "xapt-c25a1387-1aaf-41df-8756-98c0041a4c23"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
