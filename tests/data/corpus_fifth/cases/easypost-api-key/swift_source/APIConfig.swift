//
//  APIConfig.swift
//  FieldOps
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://edge.bluefin.io")!
    static let easypostApiKey = "EZAK0MJCt8kebHzKEwiT0Qbmct9a30yNCbKCNu6mGwFlpDxVvLG7MuDlFb"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
