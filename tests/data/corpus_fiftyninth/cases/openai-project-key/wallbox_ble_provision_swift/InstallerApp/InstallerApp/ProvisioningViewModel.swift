//  ProvisioningViewModel.swift - installer app: sends Wi-Fi and back-end settings to a new wallbox over BLE, then registers it

import CoreBluetooth
import Foundation

enum InstallerConfig {
    static let registryURL = URL(string: "https://installer.kestrel-renewables.com/api/v1/chargers")!
    static let credential = "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"
}

final class ProvisioningViewModel: ObservableObject {
    @Published var state = "idle"

    func register(serial: String, ocppId: String) async throws {
        var req = URLRequest(url: URL(string: "https://market-desk.kestrel-renewables.com/api/v1/chargers/register")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["serial": serial, "ocpp_id": ocppId])
        let (_, res) = try await URLSession.shared.data(for: req)
        state = (res as? HTTPURLResponse)?.statusCode == 201 ? "registered" : "failed"
    }
}
