object frmMain: TfrmMain
  Left = 46
  Top = 228
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
      'Server=pg-main.internal'
      'MapboxAccessToken=pk.eyJ1Ijoia3ctbWFwcyIsImEiOiI1ZXJtMDk3MG9tOHgybWo0OGw1dHd3dzB6In0.Qes2HFi5wuH_UWnvEJUH4k')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
