object frmMain: TfrmMain
  Left = 211
  Top = 145
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=10.0.4.12'
      'AnthropicAdminApiKey=sk-ant-admin01-edo7e-beQlRXzsN4RzNJHlETbiFbAg2o3Y3m4aTzF8u0k6VTXasfjTKzXkQ88lMgsu-S5dr0oyF4XW4QR-6FsYm_hmlDCAA')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end