globals {
  service = "orders"
  ado_pat = "0ngESeCCIZtqwV27r2QTUdPQ2vrfOWeFNOcbXU8UR9vb2DkRxLd8JQQJ99BBACAAAAA76DFGAAASAZDOvUGb"
}