package io.github.warpath.cli;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** An SVG document parsed as XML, to find drawn elements by class. */
final class Svg {
  private final Document doc;

  Svg(String text) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(
        text.getBytes(StandardCharsets.UTF_8)));
  }

  String rootName() {
    return doc.getDocumentElement().getLocalName();
  }

  List<Element> byClass(String cls) throws Exception {
    NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath()
        .evaluate("//*[@class='" + cls + "']", doc, XPathConstants.NODESET);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** Every element that has an attribute. */
  List<Element> withAttribute(String attribute) throws Exception {
    NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath()
        .evaluate("//*[@" + attribute + "]", doc, XPathConstants.NODESET);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The root element. */
  Element root() {
    return doc.getDocumentElement();
  }

  Element one(String cls, String attribute, String value) throws Exception {
    for (Element e : byClass(cls)) {
      if (e.getAttribute(attribute).equals(value)) {
        return e;
      }
    }
    throw new AssertionError("no " + cls + " with " + attribute + "=" + value);
  }

  /** The points of a polygon or polyline. */
  static double[][] points(Element e) {
    String[] parts = e.getAttribute("points").trim().split("\\s+");
    double[][] out = new double[parts.length][];
    for (int i = 0; i < parts.length; i++) {
      String[] xy = parts[i].split(",");
      out[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
    }
    return out;
  }
}
