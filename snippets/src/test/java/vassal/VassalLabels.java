package vassal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;

public final class VassalLabels {
  public static void main(String[] args) {
    HexNumbering numbering = HexNumbering.builder()
        .locationFormat("w$gridLocation$")   // VASSAL locationFormat
        .columnFirst(true)                   // first = H
        .separator("")                       // sep
        .columnLeading(1).rowLeading(1)      // hLeading, vLeading: two digits
        .columnOffset(1).rowOffset(1)        // hOff, vOff
        .stagger(true)                       // stagger
        .build();
    Hex h = numbering.parse("w4624");
    String label = numbering.label(h);
    System.out.println(h + " " + label);
  }
}
