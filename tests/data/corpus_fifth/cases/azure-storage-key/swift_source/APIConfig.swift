//
//  APIConfig.swift
//  Storefront
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://edge.bluefin.io")!
    static let azureStorageConnectionString = "DefaultEndpointsProtocol=https;AccountName=acmeprodsad5b;AccountKey=N+P6H/iTFFgrLdbOgE3N85ytr0HRQ4mMAiJ2n/u0/7UnAcvLZ7Ys7wpAo161r6jXARTefvMhZ+IhpT7FNlgL2w==;EndpointSuffix=core.windows.net"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
