{ config, pkgs, ... }:

{
  networking.hostName = "notifier-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  environment.etc."notifier/id_ed25519.pub".text = ''
    ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMscNSw1LSOJZTc8bSZG0pjhrfCwaiZdTDeyEofal3QP ci@build-01
  '';

  system.stateVersion = "24.05";
}
