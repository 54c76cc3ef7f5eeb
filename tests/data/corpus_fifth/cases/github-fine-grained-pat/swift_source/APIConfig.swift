//
//  APIConfig.swift
//  Storefront
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://internal.tessellate.net")!
    static let ghToken = "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"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}