module Config exposing (sourcegraphToken)

{-| Settings of the reports dashboard (local runs). -}


sourcegraphToken : String
sourcegraphToken =
    "sgp_5aaa79cb950daa82_03d7a4a12d21f53667a1fc15cbf2e51a7f6ecaa7"
