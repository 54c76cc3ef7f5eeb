//
//  APIConfig.swift
//  FieldOps
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://gw.orbitfreight.com")!
    static let token = "0ff78e8c5460382de4eca4f2701598caa6c273d5"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}