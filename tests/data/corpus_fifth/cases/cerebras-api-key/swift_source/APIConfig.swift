//
//  APIConfig.swift
//  Storefront
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://svc.mapleleaf.ca")!
    static let cerebrasKey = "csk-1z4xmpoqjh0wpvjtn4np3ip6o8vuxf0yqnmnjjvm96dljax6"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
