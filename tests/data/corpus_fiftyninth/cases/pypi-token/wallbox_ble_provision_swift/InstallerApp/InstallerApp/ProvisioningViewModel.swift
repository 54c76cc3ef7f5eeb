//  ProvisioningViewModel.swift - installer app: sends Wi-Fi and back-end settings to a new wallbox over BLE, then registers it

import CoreBluetooth
import Foundation

enum InstallerConfig {
    static let registryURL = URL(string: "https://installer.solvane.io/api/v1/chargers")!
    static let pypiPassword = "pypi-AgEIcHlwaS5vcmcCJDk3MjI3MmIxLTRhMWYtNDFiOC04ZTRjLWM3OTZjMGRhYWQ4ZgACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYgKwBTZy9t67OKd-pjfpgP2onV_DrWmxAkfvsk2YiDQok"
}

final class ProvisioningViewModel: ObservableObject {
    @Published var state = "idle"

    func register(serial: String, ocppId: String) async throws {
        var req = URLRequest(url: URL(string: "https://market-desk.solvane.io/api/v1/chargers/register")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["serial": serial, "ocpp_id": ocppId])
        let (_, res) = try await URLSession.shared.data(for: req)
        state = (res as? HTTPURLResponse)?.statusCode == 201 ? "registered" : "failed"
    }
}
