//  ProvisioningViewModel.swift - installer app: sends Wi-Fi and back-end settings to a new wallbox over BLE, then registers it

import CoreBluetooth
import Foundation

enum InstallerConfig {
    static let registryURL = URL(string: "https://installer.solvane.io/api/v1/chargers")!
}

final class ProvisioningViewModel: ObservableObject {
    @Published var state = "idle"

    func register(serial: String, ocppId: String) async throws {
        var req = URLRequest(url: URL(string: "https://api.datadoghq.eu/api/v2/logs/events/search")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.setValue("727dbc637bf794b83c21f7be85becd9fc21fce29", forHTTPHeaderField: "DD-APPLICATION-KEY")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["serial": serial, "ocpp_id": ocppId])
        let (_, res) = try await URLSession.shared.data(for: req)
        state = (res as? HTTPURLResponse)?.statusCode == 201 ? "registered" : "failed"
    }
}
